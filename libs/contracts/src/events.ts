/** Stable event type names: never derived from class names, so renames and minifiers cannot break replay. */
export const EventType = {
  CompanyRegistered: 'organisation.company-registered',
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];
