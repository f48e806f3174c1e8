// Navigation without JavaScript (a <noscript> style after the theme stylesheet, whose rules it overrides):
// navbar dropdowns open on hover and keyboard focus, the mobile menu (a <details>) opens below the navbar
// with its submenus expanded, and every sidebar category is shown expanded (its inert caret hidden); on a
// phone the docs sidebar follows the page. Together with the navbar and footer links, every page is
// reachable from every page within two clicks.
export const noscriptNavigationStyle = [
  '.dropdown:hover>.dropdown-menu,.dropdown:focus-within>.dropdown-menu{visibility:visible;opacity:1;transform:none}',
  '.dropdown--mobile .dropdown-menu{display:block}',
  '.dropdown--mobile .dropdown-toggle::after,.navbar-sidebar-close,.navbar-backdrop,.menu-caret{display:none}',
  '.navbar-menu[open] .navbar-sidebar{position:absolute;top:var(--navbar-height);bottom:auto;max-height:calc(100vh - var(--navbar-height))}',
  '.collapsible[hidden]{display:block!important;height:auto!important}',
  '@media (max-width:995px){.main-wrapper--docs{flex-direction:column}.sidebar-container{display:block;order:1;width:auto;border-right:0;border-top:1px solid var(--c-border)}.sidebar{position:static;max-height:none}}',
].join('');
