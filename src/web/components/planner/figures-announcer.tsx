import { useEffect, useRef, useState } from 'react';
import { visuallyHiddenStyle } from '../visually-hidden';

/** How long the figures must stay put before they are read out: typing a rate does not spam. */
export const ANNOUNCE_DELAY_MS = 800;

type FiguresAnnouncerProps = {
  /** The figures in one sentence, as they stand now. */
  text: string;
  /**
   * Changes when the page itself brings the answer (a submit that moves the focus to its heading):
   * the sentence then becomes the new starting point and is not read out twice.
   */
  resetKey: unknown;
};

/**
 * A polite live region for figures that change without a page's focus moving (a step-up chosen, a
 * rate typed): once they have stood still for a moment, their sentence is read out, once.
 */
export function FiguresAnnouncer({ text, resetKey }: FiguresAnnouncerProps) {
  const [said, setSaid] = useState('');
  const lastSaid = useRef(text);
  const lastKey = useRef(resetKey);

  useEffect(() => {
    if (lastKey.current === resetKey) return;
    lastKey.current = resetKey;
    lastSaid.current = text;
    setSaid('');
  }, [resetKey, text]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (text === lastSaid.current) return;
      lastSaid.current = text;
      setSaid(text);
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <span role="status" style={visuallyHiddenStyle} data-print="hide">
      {said}
    </span>
  );
}
