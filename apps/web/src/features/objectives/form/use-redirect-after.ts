import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** `start()` goes to `to` after `ms` unless the page is left first. */
export function useRedirectAfter(to: string, ms: number) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void navigate(to), ms);
    return () => clearTimeout(timer);
  }, [pending, navigate, to, ms]);
  return { pending, start: () => setPending(true) };
}
