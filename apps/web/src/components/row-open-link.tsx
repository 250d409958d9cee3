import { Link } from '@mui/material';
import type { ReactNode } from 'react';

interface RowOpenLinkProps {
  onOpen: () => void;
  children: ReactNode;
  /** The button's name when it should say more than the text. */
  ariaLabel?: string;
  /** Keeps the text on one line (a person's name). */
  noWrap?: boolean;
}

/** A record's name in a list, as a link-styled button that opens it (its form, its detail, its preview). */
export function RowOpenLink({ onOpen, children, ariaLabel, noWrap }: RowOpenLinkProps) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={onOpen}
      aria-label={ariaLabel}
      sx={{ textAlign: 'left', fontWeight: 600, ...(noWrap ? { whiteSpace: 'nowrap' } : {}) }}
    >
      {children}
    </Link>
  );
}
