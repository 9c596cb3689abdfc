/** A secret the server shows once (an API key, a webhook's signing secret), with a copy button. */
import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';

interface SecretOnceProps {
  /** "API key" or "Signing secret". */
  label: string;
  value: string;
  /** What to do with it, e.g. "Send it as Authorization: Bearer <key>." */
  hint: string;
  onDone: () => void;
}

export function SecretOnce({ label, value, hint, onDone }: SecretOnceProps) {
  return (
    <Stack>
      <Alert color="yellow" title={`Copy the ${label.toLowerCase()} now`}>
        It is shown this once and never again. {hint}
      </Alert>
      <Code block data-testid="secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
            {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
          </Button>
        )}
      </CopyButton>
      <Text size="sm" c="dimmed">
        Lost it? Create a new one and revoke or delete this one.
      </Text>
      <Button variant="default" onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
