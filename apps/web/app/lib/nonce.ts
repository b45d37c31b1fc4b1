import { createContext, useContext } from 'react';

/** The CSP nonce of this response; set by entry.server, absent in the browser (scripts already ran). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
