// STUB until the app-shell issue lands: the landing hero's Install App button. The shell engineer owns and replaces it.
import { Button } from '@chakra-ui/react';

export function InstallAppButton() {
  return <Button variant="outline">Install App</Button>;
}
