/**
 * News, survey and quicklink texts (spec 2 §2, §8), spread into the `en` catalog as `news`,
 * `survey` and `quicklink`. Success messages follow the spec's pattern ('Store has been
 * created', 'Store has been deleted.'); delete confirmations follow spec 3 §8 ('Do you want to
 * delete this playbook?', the same for other records). Where the spec gives no wording, plain
 * prompts in its style ('Enter a title').
 */
export const contentMessages = {
  news: {
    title: 'News',
    created: 'News has been created',
    updated: 'News has been updated',
    deleted: 'News has been deleted.',
    confirmDelete: 'Do you want to delete this news?',
    notFound: 'News not found.',
    newTitle: 'New News',
    editTitle: 'Edit News',
    readMore: 'read more',
    readMoreAbout: 'Read more about {{subject}}',
    postedBy: 'Posted by {{name}} on {{date}}',
    openImage: 'Open image {{index}} of {{subject}}',
    noNews: 'No news yet.',
    fields: { subject: 'Subject', content: 'Content', date: 'Date', images: 'Images', user: 'Posted by' },
    validation: {
      subject: 'Enter a subject',
      content: 'Enter the content',
      date: 'Enter the date',
      /** Under the date field, which shows the day as the reader's language writes it (MM/DD/YYYY, AAAA-MM-JJ): no format named. */
      dateInvalid: 'Enter a real date',
    },
    /** The bell's note to every active user when news is published (DESIGN §4 'new content published'). */
    notification: { subject: 'News', message: 'News published: {{subject}}' },
    /** The home page's column (news, this month's playbooks, quicklinks). */
    whatsNew: {
      title: "What's new",
      latestNews: 'Latest news',
      playbooks: "This month's playbooks",
      quicklinks: 'Quicklinks',
      seeAll: 'See all',
      nothing: 'Nothing yet.',
    },
  },
  survey: {
    title: 'Surveys',
    created: 'Survey has been created',
    updated: 'Survey has been updated',
    deleted: 'Survey has been deleted.',
    confirmDelete: 'Do you want to delete this survey?',
    notFound: 'Survey not found.',
    newTitle: 'New Survey',
    editTitle: 'Edit Survey',
    open: 'Open {{name}}',
    fields: { name: 'Name', url: 'URL', comments: 'Comments', created_at: 'Created' },
    validation: { name: 'Enter a name', url: 'Enter the URL', urlInvalid: 'Enter a full address starting with http:// or https://' },
  },
  quicklink: {
    title: 'Quicklinks',
    created: 'Quicklink has been created',
    updated: 'Quicklink has been updated',
    deleted: 'Quicklink has been deleted.',
    confirmDelete: 'Do you want to delete this quicklink?',
    notFound: 'Quicklink not found.',
    newTitle: 'New Quicklink',
    editTitle: 'Edit Quicklink',
    open: 'Open {{name}}',
    kind: 'Link to',
    kindFile: 'File',
    kindUrl: 'URL',
    fields: { name: 'Name', fileType: 'File Type', url: 'URL', files: 'File (PDF)', comments: 'Comments', date: 'Date', user: 'Added by' },
    /** The file types' labels (schemas/quicklink.ts QUICKLINK_FILE_TYPE_KEYS); in English the stored values as they are. */
    fileTypes: {
      ttiIntranet: 'TTI Intranet',
      playbook: 'Playbook',
      theGoods: 'The Goods',
      website: 'Website',
      youtubeChannels: 'Youtube Channels',
      serviceCentres: 'Service Centres',
      video: 'Video',
      url: 'url',
    },
    validation: {
      name: 'Enter a name',
      fileType: 'Select the file type',
      url: 'Enter the URL',
      file: 'Select a PDF file',
      urlTypeIsUrl: "The file type 'url' is a link: choose URL",
      urlInvalid: 'Enter a full address starting with http:// or https://',
    },
  },
} as const;
