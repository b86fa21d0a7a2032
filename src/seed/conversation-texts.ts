/**
 * What a photography studio and its clients write to each other, for seeded conversations.
 * Placeholders: `{what}` the conversation's topic, `{date}` a day, `{amount}` a sum, `{number}` an invoice number.
 */

/** A conversation's subject, and how its messages name what it is about. */
export interface Topic {
  subject: string;
  what: string;
}

export const SUBJECTS: Topic[] = [
  { subject: 'Wedding on {date}: timeline', what: 'the wedding day' },
  { subject: 'Wedding album proofs', what: 'the album' },
  { subject: 'Engagement session', what: 'the engagement session' },
  { subject: 'Engagement shoot locations', what: 'the engagement shoot' },
  { subject: 'Family portraits on {date}', what: 'the family session' },
  { subject: 'Newborn session planning', what: 'the newborn session' },
  { subject: 'Maternity shoot on {date}', what: 'the maternity shoot' },
  { subject: 'Team headshots', what: 'the headshots' },
  { subject: 'Headshot retouching', what: 'the retouching' },
  { subject: 'Senior portraits', what: 'the senior portraits' },
  { subject: 'Rescheduling our session', what: 'the new date' },
  { subject: 'Contract and deposit', what: 'the contract' },
  { subject: 'Invoice question', what: 'the invoice' },
  { subject: 'Print order: canvas 20×30', what: 'the canvas' },
  { subject: 'Fine-art prints for the living room', what: 'the prints' },
  { subject: 'Gallery download problem', what: 'the gallery' },
  { subject: 'Sneak peeks!', what: 'the sneak peeks' },
  { subject: 'Second shooter for the reception', what: 'the reception' },
  { subject: 'Product photos for the new menu', what: 'the product photos' },
  { subject: 'Event coverage on {date}', what: 'the event' },
  { subject: 'Mini-session availability', what: 'the mini-session' },
  { subject: 'Gift card for my sister', what: 'the gift card' },
  { subject: 'Photo booth add-on', what: 'the photo booth' },
  { subject: 'Album cover choices', what: 'the album cover' },
];

export const CLIENT_LINES = [
  'Hi! Just checking in about {what}.',
  'Thank you so much, we love them!',
  'Could we move {what} to {date}? Something came up at work.',
  'Is golden hour still the best time for {what}?',
  'Quick question about {what}: how many edited images are included?',
  'We signed the contract, it should be in your inbox.',
  'Do you have any availability on {date}?',
  'Can my parents join for a few family photos?',
  'The link to the gallery asks me for a password, which one is it?',
  'Sounds perfect, see you then!',
  'Would it be possible to get a few of them in black and white?',
  'I paid the deposit this morning.',
  'What should we wear? We were thinking neutral colors.',
  'Our dog would love to be in a couple of shots, is that ok?',
  'Great, thanks for the quick reply.',
  'Can we add an extra hour of coverage?',
  'The venue changed the schedule a bit, I will send you the new one.',
  'We picked our favorites for {what}: numbers 3, 7, 12, 18 and 25.',
  'Or {date}, if that works better for you.',
  'Any news on {what}?',
];

export const PHOTOGRAPHER_LINES = [
  'Thanks for reaching out! I would love to photograph {what}.',
  'Your sneak peeks are ready, I hope you like them!',
  '{date} works for me. I have put it in the calendar.',
  'Golden hour is around 7:30 pm that week, so let\'s start at 6:45.',
  'The full gallery will be ready within three weeks.',
  'I have sent the contract for {what}; let me know if anything is unclear.',
  'Of course, black and white versions are no problem.',
  'Neutral tones or soft pastels photograph beautifully, avoid big logos.',
  'The deposit arrived, thank you! You are all booked.',
  'Dogs are always welcome!',
  'Here is the updated quote with the extra hour.',
  'No password needed: the link in the email opens the gallery directly.',
  'I am on location until Thursday, I will get back to you then.',
  'The album proofs are in your gallery, take your time choosing.',
  'Thanks, got it. I will adjust the shot list for {what}.',
  'Just a reminder that the balance is due a week before {what}.',
  'Your prints shipped today, the tracking number is in your email.',
  'Happy to help! Let me know if you have any other questions.',
];

export const SYSTEM_LINES = [
  'Invoice INV-{number} for {amount} was sent.',
  'A payment of {amount} was received. Thank you!',
  'Session booked for {date}.',
  'Reminder: your session is on {date}.',
  'Your gallery is ready to view.',
  'The contract was signed.',
];
