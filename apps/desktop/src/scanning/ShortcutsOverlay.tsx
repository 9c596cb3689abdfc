/**
 * The keyboard shortcuts of the app (decision 0019) and the overlay listing them, opened with `?`
 * anywhere outside a text field. The screens bind the keys themselves (useHotkeys); this list is
 * what the overlay and docs/DESKTOP.md, "Keys", show.
 */
import { Kbd, Modal, Table, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Fragment } from 'react';

/** Where a shortcut works, and its keys (alternatives separated by " or ") with what they do. */
export const shortcuts: { where: string; keys: [string, string][] }[] = [
  {
    where: 'Anywhere',
    keys: [
      ['/ or F2', 'Focus the scan box in the header'],
      ['?', 'Show these shortcuts'],
      ['Alt+W', 'Open the work queue'],
      ['Scan', 'Open the product, order, transfer, count or location scanned (not while typing in a field)'],
    ],
  },
  {
    where: 'Work queue',
    keys: [
      ['Alt+F', 'Search by order number'],
      ['Enter (in the search)', 'Open the first order found'],
    ],
  },
  {
    where: 'Purchase or sales order',
    keys: [
      ['Alt+R', 'Receive (purchase order)'],
      ['Alt+S', 'Ship (sales order)'],
    ],
  },
  {
    where: 'My tasks',
    keys: [
      ['Scan', 'The source location (claims the task), then the units, then the destination (completes it)'],
      ['F8', 'Finish short with the units scanned (or finish a count)'],
      ['Alt+G', 'Give the task back'],
    ],
  },
  {
    where: 'Waves (managers)',
    keys: [['Alt+N', 'New wave']],
  },
  {
    where: 'Receiving or shipping',
    keys: [
      ['Scan', 'Count one unit on its line, wherever focus is'],
      ['12* then scan', 'Count 12 units (or the "Quantity of next scan" field)'],
      ['Ctrl+Enter or ⌘+Enter', 'Post the receipt or shipment'],
      ['Alt+A', 'Count all remaining (lines without lots or serials)'],
      ['Escape', 'Close the panel; the counts are kept until posted or discarded'],
    ],
  },
];

export function ShortcutsOverlay() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useHotkeys([['shift+?', toggle]]);
  return (
    <Modal opened={opened} onClose={close} title="Keyboard shortcuts" size="lg">
      <Table>
        <Table.Tbody>
          {shortcuts.map((group) => (
            <Fragment key={group.where}>
              <Table.Tr>
                <Table.Th colSpan={2}>
                  <Text fw={700}>{group.where}</Text>
                </Table.Th>
              </Table.Tr>
              {group.keys.map(([keys, action]) => (
                <Table.Tr key={keys}>
                  <Table.Td w={200}>
                    {keys.split(' or ').map((key, i) => (
                      <Fragment key={key}>
                        {i > 0 && ' or '}
                        <Kbd>{key}</Kbd>
                      </Fragment>
                    ))}
                  </Table.Td>
                  <Table.Td>{action}</Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
