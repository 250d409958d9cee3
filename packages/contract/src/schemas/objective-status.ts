/** Objective statuses fixed by DESIGN §4. */
export const OBJECTIVE_STATUS = { incomplete: 1, completed: 2, approved: 3, notCompleted: 4 } as const;
