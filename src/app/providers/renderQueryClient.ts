import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * A server render's own query cache (src/app/ssr): pages rendered for different requests never share
 * answers, while the browser keeps the app's one cache across layouts.
 */
export const RenderQueryClientContext = createContext<QueryClient | null>(null);
