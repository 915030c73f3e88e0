export interface FaultEntry {
  /** Stable id; the spec names its test with `faultTitle(id)`. */
  id: string;
  /** The spec file under e2e/faults/ that injects the fault. */
  spec: string;
  fault: string;
  userSees: string;
  lost: string;
}

export const FAULT_CATALOG: readonly FaultEntry[];
