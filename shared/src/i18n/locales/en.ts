/** English texts bundled with the portal; a shop's own translations override them. */
export const en = {
  shell: {
    demo_banner: 'This Returns Portal is running in demo mode and uses sample products',
    exit_demo: 'Exit demo mode',
    language_button: 'Change language (current: {{language}})',
    language_dialog_title: 'Choose your language',
    close: 'Close',
    loading: 'Loading…',
    step_failed_title: 'This step could not be loaded',
    step_failed_body: 'Check your connection and try again.',
    retry: 'Try again',
    logout: 'Log out',
    slice_badge: 'Platform slice {{slice}}',
    skip_to_content: 'Skip to main content',
  },
  steps: { indicator: 'Step {{current}} of {{total}}' },
  login: {
    title: 'Return or exchange at {{shop}}',
    email: 'E-mail address',
    order_number: 'Order number',
    submit: 'Continue',
    error: {
      invalid_credentials: 'The combination of order number and e-mail address is not correct.',
      unknown: 'Something went wrong while signing in. Please try again.',
    },
    magic_link: {
      title: 'Sign in with a link',
      error: 'This sign-in link cannot be used (code {{code}}). Ask for a new link.',
      back: 'Ask for a new sign-in link',
    },
  },
  select_items: {
    title: 'Which items do you want to return?',
    select: 'Select',
    unselect: 'Unselect',
    confirm_one: 'Continue with {{count}} item',
    confirm_other: 'Continue with {{count}} items',
  },
  confirm_items: {
    title: 'Check your selection',
    returns_section: 'Items to return',
    confirm: 'Confirm selection',
    change_selection: 'Change selection',
  },
  carriers: { title: 'How do you want to send your return?', back_to_products: 'Back to products' },
  order_confirmation: { title: 'Your return is registered' },
  request_confirmation: { title: 'Your return request has been submitted' },
  errors: {
    required: '{{field}} is required',
    incorrect: '{{field}} is not correct',
    pattern: '{{field}} is not valid, for example {{example}}',
  },
  error_screen: {
    generic: 'Something unexpected happened, sorry for the inconvenience.',
    internal_server_error: 'Something went wrong on our side.',
    server_down: 'Our service is temporarily unavailable.',
    contact_support: 'Contact support',
    malformed_answer: 'We received an answer we could not read. Please try again later.',
  },
};

/** The shape every bundled language follows. */
export type Messages = typeof en;
