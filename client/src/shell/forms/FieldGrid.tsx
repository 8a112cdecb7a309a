import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
/** Columns of 12 a cell spans: one number, or one per breakpoint from which it applies. */
type Span = number | Partial<Record<Breakpoint, number>>;

/**
 * A form's fields in 12 columns, 16 px apart: the layout of MUI's `<Grid container spacing={2}>`
 * (same widths: a CSS grid's tracks and gaps give what Grid computes per item) in plain Box,
 * which every page already has. The person and office inputs use it, and so does the doctors'
 * public pre-registration, whose first visit would otherwise download Grid (about 1.7 KB brotli).
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}>{children}</Box>;
}

/** A cell of a FieldGrid, as `<Grid size={…}>` would be. */
export function FieldCell({ size, children }: { size: Span; children: ReactNode }) {
  const spans = typeof size === 'number' ? { xs: size } : size;
  const gridColumn = Object.fromEntries(Object.entries(spans).map(([from, columns]) => [from, `span ${columns}`]));
  return <Box sx={{ gridColumn, minWidth: 0 }}>{children}</Box>;
}
