import { useEffect, useState } from 'react';

/**
 * Copies a text to the clipboard and says so for two seconds. A refused clipboard (permissions, an old
 * browser) changes nothing: the callers keep the text on screen to copy by hand.
 */
export function useCopy(text: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Left on screen to copy by hand.
    }
  }
  return { copied, copy };
}
