// "How it works" on the home page: three steps a new farmer actually goes through today.
export const HOW_IT_WORKS = [
  {
    title: 'Create your account',
    text: 'Register with your e-mail and phone number and confirm both with the codes we send you.',
  },
  {
    title: 'Set up your farm',
    text: 'Add your farm, its storage locations and the people who work with you, each with the right role.',
  },
  {
    title: 'Run the day from one place',
    text: 'Record stock movements, tasks and sales as they happen; Shamba keeps the totals and warns you early.',
  },
] as const;
