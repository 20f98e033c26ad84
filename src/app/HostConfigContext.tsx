import { createContext, useContext } from 'react';
import type { HostConfig } from '../config/hostConfig';

const HostConfigContext = createContext<HostConfig | null>(null);

export const HostConfigProvider = HostConfigContext.Provider;

export function useHostConfig(): HostConfig {
  const config = useContext(HostConfigContext);
  if (!config) throw new Error('useHostConfig needs a HostConfigProvider');
  return config;
}
