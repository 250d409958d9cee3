import { Box, Button } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A free text in a table's cell (a survey's or a quicklink's comments, up to 2,000 characters):
 * cut at `lines` lines, with 'Show more' when it is longer, so one row never fills the screen. The
 * whole text stays in the page for screen readers and the browser's search. Given `open`, the text
 * is opened from outside (a message of the top bar's list, opened by a click on it), with no button.
 */
export function ClampedText({ text, lines = 3, open: opened }: { text: string; lines?: number; open?: boolean }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [ownOpen, setOpen] = useState(false);
  const open = opened ?? ownOpen;
  const [cut, setCut] = useState(false);

  // Whether the text is longer than its lines, measured again when the cell's width changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <>
      <Box
        ref={box}
        sx={{
          whiteSpace: 'pre-line',
          ...(!open && { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' }),
        }}
      >
        {text}
      </Box>
      {opened === undefined && (cut || open) && (
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ px: 0, minWidth: 0 }}>
          {open ? t('table.showLess') : t('table.showMore')}
        </Button>
      )}
    </>
  );
}
