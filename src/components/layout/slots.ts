import type { ReactNode } from 'react';

/**
 * The account control (sign-in link or account menu), given by the page: the header shows it, and
 * the phone menu, which passes `onNavigate` to close itself when a link in it is followed.
 */
export type AccountSlot = (onNavigate?: () => void) => ReactNode;
