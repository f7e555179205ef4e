// Privacy policy in plain language. Draft pending legal review (LEGAL_DRAFT_NOTE is shown with it).
// The storage keys listed are the ones the web app really uses (docs/product/web-app.md Authentication, Theme and Notifications).
import type { LegalDocument } from './legal';

export const PRIVACY: LegalDocument = {
  title: 'Privacy policy',
  summary: 'What we collect, why, how long we keep it, and the choices you have.',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: your name, e-mail address, phone number, account type and a hash of your password (never the password itself).',
        'Farm data you enter: farms, storage locations, stock and its movements, suppliers, crops, tasks, staff, finances and sales.',
        'Settings: currency, date and time format, language, theme and which notification channels you want.',
        'Technical data: the time and address of requests, kept in server logs to protect the service against abuse.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To run Shamba for you: show your records, keep stock totals right, send the alerts you asked for and let your staff work under the roles you give them.',
        'To secure your account: verification codes, sign-in protection and investigating misuse.',
        'We do not sell your data and we do not use it for advertising.',
      ],
    },
    {
      heading: 'E-mail and SMS',
      paragraphs: [
        'Your e-mail address and phone number receive verification codes and, if you turn them on, notifications such as low stock, expiring items and task reminders.',
        'We pass the message and the address or number to the e-mail and SMS providers that deliver them, and to nobody else.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'The web app does not use advertising or tracking cookies. It keeps a few entries in your browser’s local storage:',
        'token: your sign-in token, so you stay signed in. user: your basic profile (name, e-mail, account type), so the right dashboard opens. theme: light or dark. Notification sound preferences: whether sounds play and how loud. walkthrough_seen: that you have been offered the guided tour.',
        'Signing out removes the token and the user entry. You can clear the rest in your browser settings at any time.',
      ],
    },
    {
      heading: 'Who can see your data',
      paragraphs: [
        'You, and the staff you invite, within the permissions of their farm role. If your farm belongs to an organisation on Shamba, that organisation sees what you share with it.',
        'Our platform administrators can reach data only to run and support the service, for example when you ask for help.',
        'Service providers that host the service or deliver e-mail, SMS and push messages process data for us under contract. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your account and farm data are kept while your account is open. After you delete your account we remove them within 30 days, except where the law requires us to keep records longer.',
        'Server logs are kept for a limited period, then deleted. Backups roll over and expire on their own schedule.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can see and correct your details in settings, turn each notification channel on or off, ask for a copy of your data (a self-service export is in development) and delete your account.',
        'Depending on where you live (for example under Kenya’s Data Protection Act, 2019) you may also object to processing or complain to the data protection authority.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Connections are encrypted, passwords are hashed with a memory-hard function, and sign-in tokens can be revoked by signing out of all sessions.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['For any privacy question or request, write to us through the contact page.'],
    },
  ],
};
