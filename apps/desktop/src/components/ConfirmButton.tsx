/** A destructive action behind a confirmation dialog: cancel an order, revoke a key, delete a webhook. */
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState } from 'react';

interface ConfirmButtonProps {
  /** The button's and the confirming button's label, e.g. "Revoke". */
  label: string;
  /** The dialog's title, e.g. "Revoke Web shop?". */
  title: string;
  /** What happens, e.g. "Its token is refused from the next request." */
  consequence: string;
  /** The label of the button that changes nothing ("Keep" unless given). */
  keepLabel?: string;
  /** The button's size ("xs", for table rows, unless given). */
  size?: ButtonProps['size'];
  pending: boolean;
  onConfirm: () => void;
}

export function ConfirmButton({ label, title, consequence, keepLabel = 'Keep', size = 'xs', pending, onConfirm }: ConfirmButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size={size} variant="light" color="red" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title}>
        <Stack>
          <Text size="sm">{consequence}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {keepLabel}
            </Button>
            <Button
              color="red"
              loading={pending}
              onClick={() => {
                onConfirm();
                setOpened(false);
              }}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
