// The heading band at the top of the public information pages (creators, affiliates, help, contact, legal).
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box as="section" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '10', md: '16' }}>
      <Container maxW="4xl" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {lead && (
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
