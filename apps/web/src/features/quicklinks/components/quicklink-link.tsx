import type { Quicklink } from '@fieldops/contract';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { quicklinkTarget } from './quicklink-target';

/** The quicklink's name, opening its URL or its PDF in a new tab (spec 2 §2). */
export function QuicklinkLink({ quicklink }: { quicklink: Quicklink }) {
  const { t } = useTranslation();
  const target = quicklinkTarget(quicklink);
  const Icon = quicklink.isUrl === 1 ? LinkIcon : PictureAsPdfIcon;
  if (!target) return <span>{quicklink.name}</span>;
  return (
    <Link
      href={target}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      aria-label={t('quicklink.open', { name: quicklink.name })}
      sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon sx={{ fontSize: 18 }} aria-hidden />
      {quicklink.name}
    </Link>
  );
}
