/** What a scanned punch code names, for the person at the clock to check before punching; the server verifies it. */
export function punchCodeLabel(text: string): string | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (!value || typeof value !== 'object' || typeof value.sig !== 'string') return null;
    const names = ['departmentName', 'jobName', 'taskName', 'projectName', 'panelName', 'categoryName'].map((k) => value[k]).filter((v): v is string => typeof v === 'string' && !!v);
    return names.length ? names.join(' · ') : null;
  } catch {
    return null;
  }
}
