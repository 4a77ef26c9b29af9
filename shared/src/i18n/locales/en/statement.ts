/**
 * English texts of the accessibility statement (`@portal/shared/accessibility`). Only the host server
 * renders them: no page downloads them.
 */
export const statementTexts = {
  statement: {
    footer_link: 'Accessibility',
    page_title: 'Accessibility statement · {{shop}}',
    title: 'Accessibility statement',
    intro:
      '{{shop}} wants everyone to be able to return and exchange what they bought, also with a keyboard alone, a screen reader, magnification or voice control. This statement covers the returns portal of {{shop}}.',
    standard_title: 'The standard it meets',
    standard_body:
      'The returns portal is built and tested to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. That is the level the European standard EN 301 549 sets for web pages, and the way an online shop meets the European Accessibility Act, which has applied to e-commerce services since 28 June 2025. The parts listed under "Known limits" do not fully meet it.',
    tested_title: 'What was tested and how',
    tested_automated:
      'Automated checks: axe-core runs in a real Chromium browser on every screen and every open dialog of the portal, in the branding of every shop it is tested with and in a deliberately very light brand colour, and must find no violation of the WCAG 2.0, 2.1 and 2.2 rules of levels A and AA.',
    tested_keyboard:
      'Keyboard only: whole returns are completed with the keyboard alone (Tab, Shift+Tab, Enter, Space, the arrow keys and Escape), checking that focus moves to each new step’s heading and back to the button that opened a dialog.',
    tested_manual:
      'What automated tools miss has tests of its own: focus never hidden behind the header or the action bar, targets at least 24 by 24 pixels, help in the same place on every step, nothing you typed asked for again, signing in without a memory test, errors and loading announced to screen readers, the page usable 320 pixels wide and at 200 % zoom, and reduced motion respected.',
    tested_colours:
      'Colours: the shop’s brand colours are adjusted where needed so that text reaches a contrast of at least 4.5:1 and buttons, form controls and the focus indicator at least 3:1. Property-based tests check this for any colour.',
    tested_always:
      'These tests run in a real browser with every change to the portal; a change that breaks one is not released.',
    limits_title: 'Known limits',
    limits_payment:
      'Paying for a return happens on the payment provider’s own page, which this portal does not control.',
    limits_label:
      'Shipping labels are PDF files made by the carriers, for printing. A screen reader may not be able to read them.',
    limits_invoice:
      'The commercial invoice for returns from outside the EU is a PDF without tags: a screen reader reads it as plain text, without headings or table structure.',
    limits_content:
      'Product names, pictures and the shop’s own texts come from {{shop}}; how well they are described is up to the shop.',
    limits_people:
      'The tests are automated and by keyboard. The portal has not yet been tested by people with disabilities or with every screen reader.',
    report_title: 'Report a problem',
    report_body:
      'Is something in this portal hard or impossible for you to use? Tell {{shop}} which page it was and what went wrong, and they can help you return your items another way.',
    report_email: 'E-mail:',
    report_url: 'Customer service of {{shop}}',
    report_website: 'Website of {{shop}}',
    report_none: 'Contact {{shop}} through the channels you ordered with.',
    date: 'This statement was prepared on {{date}}.',
  },
};
