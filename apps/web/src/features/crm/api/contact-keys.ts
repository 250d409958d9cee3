/** Query keys of the CRM: every contact query starts with the endpoint, so one invalidation refreshes them all. */
export const contactKeys = {
  all: ['/contact'] as const,
  lookups: (name: 'brand' | 'trade' | 'contact_subscription') => [`/${name}`, 'crm-options'] as const,
};
