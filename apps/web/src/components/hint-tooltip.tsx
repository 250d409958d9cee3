import { Tooltip, type TooltipProps } from '@mui/material';

interface HintTooltipProps {
  title: string;
  /** The button the hint is about. */
  anchor: HTMLElement;
  onClose: TooltipProps['onClose'];
  /** The pointer on the hint itself, and off it. */
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/** A shown hint (./hint.tsx): MUI's Tooltip, open, placed on the button rather than around it. */
export function HintTooltip({ title, anchor, onClose, onPointerEnter, onPointerLeave }: HintTooltipProps) {
  return (
    <Tooltip
      open
      title={title}
      placement="bottom"
      onClose={onClose}
      slotProps={{ popper: { anchorEl: anchor, onPointerEnter, onPointerLeave } }}
    >
      {/* MUI's Tooltip wants a child of its own: the hint is placed on the button instead (anchorEl). */}
      <span hidden />
    </Tooltip>
  );
}
