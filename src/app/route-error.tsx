// Shown when a route throws or its code cannot be loaded (for example a new deploy removed an old chunk).
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box as="section" textAlign="center" py="20" px="6">
      <Heading as="h1" size="2xl" mb="4">
        Something went wrong
      </Heading>
      <Text color="fg.muted" mb="6">
        This page could not be shown. Reloading usually fixes it.
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Box>
  );
}
