import type { Messages } from './en';

/** Dutch texts bundled with the portal (the default language). */
export const nl: Messages = {
  shell: {
    demo_banner: 'Dit retourportaal draait in demomodus en gebruikt voorbeeldproducten',
    exit_demo: 'Demomodus verlaten',
    language_button: 'Taal wijzigen (huidige: {{language}})',
    language_dialog_title: 'Kies je taal',
    close: 'Sluiten',
    loading: 'Laden…',
    step_failed_title: 'Deze stap kon niet worden geladen',
    step_failed_body: 'Controleer je verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    logout: 'Uitloggen',
    slice_badge: 'Platformslice {{slice}}',
    skip_to_content: 'Naar de inhoud',
  },
  steps: { indicator: 'Stap {{current}} van {{total}}' },
  login: {
    title: 'Retourneren of ruilen bij {{shop}}',
    email: 'E-mailadres',
    order_number: 'Ordernummer',
    submit: 'Verder',
    error: {
      invalid_credentials: 'De combinatie van ordernummer en e-mailadres is niet juist.',
      unknown: 'Er ging iets mis bij het inloggen. Probeer het opnieuw.',
    },
    magic_link: {
      title: 'Inloggen met een link',
      error: 'Deze inloglink kan niet worden gebruikt (code {{code}}). Vraag een nieuwe link aan.',
      back: 'Nieuwe inloglink aanvragen',
    },
  },
  select_items: {
    title: 'Welke artikelen wil je retourneren?',
    select: 'Selecteren',
    unselect: 'Deselecteren',
    confirm_one: 'Verder met {{count}} artikel',
    confirm_other: 'Verder met {{count}} artikelen',
  },
  confirm_items: {
    title: 'Controleer je selectie',
    returns_section: 'Te retourneren artikelen',
    confirm: 'Selectie bevestigen',
    change_selection: 'Selectie wijzigen',
  },
  carriers: { title: 'Hoe wil je je retour versturen?', back_to_products: 'Terug naar producten' },
  order_confirmation: { title: 'Je retour is geregistreerd' },
  request_confirmation: { title: 'Je retouraanvraag is ingediend' },
  errors: {
    required: '{{field}} is verplicht',
    incorrect: '{{field}} is niet juist',
    pattern: '{{field}} is niet geldig, bijvoorbeeld {{example}}',
  },
  error_screen: {
    generic: 'Er is iets onverwachts gebeurd, excuses voor het ongemak.',
    internal_server_error: 'Er ging bij ons iets mis.',
    server_down: 'Onze dienst is tijdelijk niet beschikbaar.',
    contact_support: 'Contact opnemen',
    malformed_answer: 'We kregen een antwoord dat we niet konden lezen. Probeer het later opnieuw.',
  },
};
