import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export type NavigateTo = (to: string, replace: boolean) => void;

/** Lets the app machine navigate: the router's navigate is only reachable from inside the router. */
export interface NavigatorHolder {
  navigate: NavigateTo;
  attach(navigate: NavigateTo): () => void;
}

export function createNavigatorHolder(): NavigatorHolder {
  let target: NavigateTo | null = null;
  let waiting: { to: string; replace: boolean } | null = null;
  return {
    navigate(to, replace) {
      if (target) target(to, replace);
      else waiting = { to, replace };
    },
    attach(navigate) {
      target = navigate;
      if (waiting) {
        const { to, replace } = waiting;
        waiting = null;
        navigate(to, replace);
      }
      return () => {
        if (target === navigate) target = null;
      };
    },
  };
}

/** Connects the holder to the router it is rendered in. */
export function NavigatorConnection({ holder }: { holder: NavigatorHolder }) {
  const navigate = useNavigate();
  useEffect(() => holder.attach((to, replace) => void navigate(to, { replace })), [holder, navigate]);
  return null;
}
