import { Box, Popper, Typography, type PopperProps } from '@mui/material';
import { formatNumber } from '../../../lib/format';

interface RingPartTooltipProps {
  /** Where the pointer is (completion-ring.tsx usePartPointer). */
  anchor: PopperProps['anchorEl'];
  popperRef: PopperProps['popperRef'];
  color: string;
  label: string;
  value: number;
}

/**
 * The box beside the pointer while it is on a part of a completion ring: the part's colour, name
 * and count. A module of its own, loaded on the first hover: few visitors point at a ring, and
 * MUI's Popper would otherwise come with every dashboard's first load.
 */
export function RingPartTooltip({ anchor, popperRef, color, label, value }: RingPartTooltipProps) {
  return (
    <Popper open role="tooltip" anchorEl={anchor} popperRef={popperRef} placement="right-start" modifiers={POPPER_OFFSET} sx={popperSx}>
      <PartTooltip color={color} label={label} value={value} />
    </Popper>
  );
}

/** The popper beside the pointer, as MUI's Tooltip places a `followCursor` tooltip. */
const POPPER_OFFSET = [{ name: 'offset', options: { offset: [0, 10] } }];

/** What hovering a part shows, laid out as the charts' own tooltips: its colour and name, then its count. */
function PartTooltip({ color, label, value }: { color: string; label: string; value: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', py: 0.5 }}>
      <Typography
        component="span"
        sx={{ display: 'flex', alignItems: 'center', pl: 1.5, pr: 1, color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={{ width: 'calc(20px + 12px)', flexShrink: 0 }}>
          <Box component="span" sx={{ display: 'block', width: 15, height: 15, borderRadius: '50%', bgcolor: color }} />
        </Box>
        {label}
      </Typography>
      <Typography component="span" sx={{ px: 1.5, fontWeight: 'fontWeightMedium' }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

/** The tooltip's box: the charts' tooltips' look, above the page (the tooltip layer), never taking the pointer. */
const popperSx = {
  zIndex: 'tooltip',
  pointerEvents: 'none',
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;
