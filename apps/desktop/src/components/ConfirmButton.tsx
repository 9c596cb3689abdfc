/** A destructive action behind a confirmation dialog: revoke a key, delete a webhook. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface ConfirmButtonProps {
  /** The button's and the confirming button's label, e.g. "Revoke". */
  label: string;
  /** The dialog's title, e.g. "Revoke Web shop?". */
  title: string;
  /** What happens, e.g. "Its token is refused from the next request." */
  consequence: string;
  pending: boolean;
  onConfirm: () => void;
}

export function ConfirmButton({ label, title, consequence, pending, onConfirm }: ConfirmButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title}>
        <Stack>
          <Text size="sm">{consequence}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Keep
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
