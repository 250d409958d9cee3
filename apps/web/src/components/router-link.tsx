import { Link as MuiLink, type LinkProps as MuiLinkProps } from '@mui/material';
import { Link } from 'react-router';

type RouterLinkProps = Omit<MuiLinkProps, 'href'> & { to: string };

/** An MUI text link that navigates inside the app. */
export function RouterLink({ to, ...props }: RouterLinkProps) {
  return <MuiLink component={Link} to={to} {...props} />;
}
