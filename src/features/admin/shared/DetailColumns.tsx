// Detail page layout: the record and its status on the left, notes beside them on wide screens.
import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';

export function DetailColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{aside}</Grid.Col>
    </Grid>
  );
}
