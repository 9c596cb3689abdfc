/** Sign in: server URL, email, password, remember me. Shows why a previous session ended. */
import { Alert, Button, Checkbox, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api-errors';
import { homePath } from '../navigation';
import { useSession } from '../session';

export function SignInPage() {
  const { state, serverUrl, signIn } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { serverUrl, email: '', password: '', remember: false },
    validate: {
      serverUrl: (value) => (/^https?:\/\/.+/.test(value) ? null : 'Enter the server URL, e.g. http://localhost:3000'),
      email: (value) => (value.trim() ? null : 'Email is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });
  useEffect(() => {
    if (serverUrl && !form.isDirty('serverUrl')) form.setFieldValue('serverUrl', serverUrl);
  }, [serverUrl]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await signIn({ ...values, email: values.email.trim() });
      navigate(from && from !== '/sign-in' ? from : homePath(user), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const notice = state.status === 'signed-out' ? state.notice : undefined;
  return (
    <Center mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Paper withBorder shadow="sm" p="xl" w={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2}>Sign in to Stockroom</Title>
            {notice && (
              <Alert color="yellow" role="status">
                {notice}
              </Alert>
            )}
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput label="Server URL" {...form.getInputProps('serverUrl')} />
            <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            <Checkbox label="Remember me on this computer" {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Button type="submit" loading={form.submitting}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
