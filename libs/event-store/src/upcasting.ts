/** Turns data written at schema version `from` into version `from + 1`. */
export interface Upcaster {
  type: string;
  from: number;
  upcast(data: unknown): unknown;
}

/**
 * Old events are never rewritten (the one exception: ADR 0050 removed secrets from their data);
 * readers see them at the current schema version by running every step from the stored version upward.
 */
export class UpcasterRegistry {
  private readonly steps = new Map<string, Map<number, Upcaster>>();

  constructor(upcasters: Upcaster[] = []) {
    for (const u of upcasters) this.register(u);
  }

  register(upcaster: Upcaster): void {
    const byVersion = this.steps.get(upcaster.type) ?? new Map<number, Upcaster>();
    if (byVersion.has(upcaster.from)) {
      throw new Error(`Two upcasters for ${upcaster.type} v${upcaster.from}`);
    }
    byVersion.set(upcaster.from, upcaster);
    this.steps.set(upcaster.type, byVersion);
  }

  upcast(type: string, v: number, data: unknown): { v: number; data: unknown } {
    const byVersion = this.steps.get(type);
    if (!byVersion) return { v, data };
    let current = { v, data };
    for (let step = byVersion.get(current.v); step; step = byVersion.get(current.v)) {
      current = { v: current.v + 1, data: step.upcast(current.data) };
    }
    return current;
  }
}
