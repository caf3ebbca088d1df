// The centred title and lead line that open each section of a public page.
import { Heading, Stack, Text } from '@chakra-ui/react';

export function SectionHeading({ id, title, lead }: { id?: string; title: string; lead?: string }) {
  return (
    <Stack gap="2" textAlign="center" mb="8" maxW="2xl" mx="auto">
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {lead && <Text color="fg.muted">{lead}</Text>}
    </Stack>
  );
}
