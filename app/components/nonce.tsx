/** The per-request CSP nonce (set in entry.server; empty on the client, where browsers hide it anyway). */
import { createContext, useContext } from 'react';

const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
