import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';

/** Lets session expiry and 401/403 answers navigate without a page reload. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  return null;
}
