// Above the form of one's own account: why its role and status cannot be changed here.
import { Alert } from '@chakra-ui/react';

export function OwnAccountNotice() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This is your own account</Alert.Title>
        <Alert.Description>
          You cannot change your own role or status, or delete your own account, so the console always keeps an admin who can sign in. Ask another admin to change them.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
