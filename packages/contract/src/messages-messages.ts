/**
 * Texts of messages (spec 3 §2 "the current user's messages", DESIGN §4: sent by admins to a
 * user, a role or an area), the live bell and the subscriber e-mails; spread into the `en`
 * catalog under `inbox`.
 */
export const inboxMessages = {
  inbox: {
    messages: 'Messages',
    openMessages: 'Open messages',
    openMessagesUnread_one: 'Open messages, {{count}} unread',
    openMessagesUnread_other: 'Open messages, {{count}} unread',
    noMessages: 'You have no messages.',
    messagesFailed: 'The messages could not be loaded.',
    notFound: 'Message not found.',
    from: 'From {{name}}',
    markRead: 'Mark as read',
    compose: 'Compose message',
    composeTitle: 'New Message',
    send: 'Send',
    /** After sending; {{count}} recipients. */
    sent_one: 'The message has been sent to {{count}} person',
    sent_other: 'The message has been sent to {{count}} people',
    noRecipients: 'Nobody would receive this message. Choose other recipients.',
    recipientNotFound: 'Select an existing recipient',
    fields: {
      to: 'Send to',
      userID: 'User',
      role: 'Role',
      regionID: 'Region',
      districtID: 'District',
      subject: 'Subject',
      message: 'Message',
    },
    toOptions: {
      user: 'One user',
      role: 'Everyone of a role',
      region: 'Everyone in a region',
      district: 'Everyone in a district',
    },
    searchUser: 'Type a name to search the users',
    noUserFound: 'No user found',
    liveLost: 'Live updates are paused; the bell refreshes every minute.',
  },
  subscriberMail: {
    /** {{name}}: the newsletter's or weekly good's name. */
    subject: 'New on Fieldops: {{name}}',
    body: 'Hello {{firstName}},\n\n{{name}} has been published. Read it here:\n{{link}}\n\nYou receive this e-mail because you subscribed to {{subscription}} from Fieldops. To stop receiving them, unsubscribe with one click:\n{{unsubscribe}}\n',
    unsubscribedTitle: 'Unsubscribed',
    unsubscribed: 'You have been unsubscribed. You will no longer receive {{subscription}} e-mails from Fieldops.',
    invalidLink: 'This unsubscribe link is not valid.',
    invalidLinkTitle: 'Invalid link',
  },
} as const;
