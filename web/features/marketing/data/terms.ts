// Terms of service in plain language. Draft pending legal review (LEGAL_DRAFT_NOTE is shown with it).
import type { LegalDocument } from './legal';

export const TERMS: LegalDocument = {
  title: 'Terms of service',
  summary: 'The agreement between you and Shamba when you use the web app, the browser extension or our widgets.',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'Who we are and what Shamba is',
      paragraphs: [
        'Shamba is farm-management software: stock, storage, suppliers, crops, tasks, staff, finances, sales, reports and notifications. Some of these are still in development; the features page says which.',
        'Shamba is in early access. Things will change, and we will tell you about changes that affect you.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You need an account to use Shamba. Give us a correct e-mail address and phone number: we use them to verify you and to send the alerts you ask for.',
        'Keep your password to yourself. You are responsible for what happens under your account. If you think someone else has access, change your password and sign out of all sessions, then tell us.',
        'You must be old enough to enter a contract where you live. An organisation account must be opened by someone allowed to act for that organisation.',
      ],
    },
    {
      heading: 'Your farm data is yours',
      paragraphs: [
        'Everything you put into Shamba (farms, stock, movements, sales, staff, notes) belongs to you or your organisation. We only use it to run the service for you.',
        'You can ask us for a copy of your data at any time (a self-service export is in development), and you can ask us to delete your account and its data.',
        'When you invite staff, you decide what they can see and change through their farm role. You are responsible for the access you grant.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use Shamba to break the law, to send messages people did not ask for, or to store data you have no right to hold.',
        'Do not try to reach other people’s data, overload the service, or get around its limits and security.',
        'We may suspend an account that puts other users or the service at risk, and we will tell you why unless the law forbids it.',
      ],
    },
    {
      heading: 'Messages we send',
      paragraphs: [
        'We send verification codes by e-mail and SMS, and the notifications you turn on in your settings. You can turn each channel off, except the messages needed to secure your account.',
        'Your mobile operator may charge you for receiving SMS. We do not send marketing by SMS.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Shamba is free while in early access and no payment integration is live. Before any paid plan starts we will publish its price and give you notice; you will never be charged without agreeing first.',
      ],
    },
    {
      heading: 'Availability and liability',
      paragraphs: [
        'We work to keep Shamba running and your data safe, with backups, but we cannot promise the service will never be interrupted.',
        'Shamba helps you keep records; decisions about your farm remain yours. Check important figures such as stock before you act on them.',
        'To the extent the law allows, we are not liable for indirect losses such as lost harvests or profits. Nothing here limits rights you have under consumer law.',
      ],
    },
    {
      heading: 'Ending the agreement',
      paragraphs: [
        'You can stop using Shamba and close your account at any time. Ask us for a copy of your data first if you want to keep it.',
        'If we ever shut the service down, we will give you reasonable notice and time to take a copy of your data.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'When we change these terms we will update the date above and, for important changes, tell you in the app or by e-mail.',
        'Questions about these terms: use the contact page.',
      ],
    },
  ],
};
