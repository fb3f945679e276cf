import { createContext, useContext, type ReactNode } from 'react';
import type { Classification } from '@csw/contracts';

const ClearanceContext = createContext<Classification | undefined>(undefined);

/**
 * Provides the signed-in user's clearance to everything below: the shell mounts it around the workspace, so
 * the centers it renders read it too (this package is a federation singleton). Forms use it to offer only the
 * markings the user may give; the server still decides every write.
 */
export function ClearanceProvider({
  clearance,
  children,
}: {
  clearance: Classification | undefined;
  children: ReactNode;
}) {
  return <ClearanceContext.Provider value={clearance}>{children}</ClearanceContext.Provider>;
}

/** The signed-in user's clearance, or undefined where no shell says it (a center running standalone). */
export function useClearance(): Classification | undefined {
  return useContext(ClearanceContext);
}
