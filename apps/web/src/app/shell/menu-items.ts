import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GroupIcon from '@mui/icons-material/Group';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MapIcon from '@mui/icons-material/Map';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PlaceIcon from '@mui/icons-material/Place';
import PollIcon from '@mui/icons-material/Poll';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TodayIcon from '@mui/icons-material/Today';
import { ROLE, type RoleId } from '@fieldops/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ParseKeys } from 'i18next';
import { paths } from '../../config/paths';

export interface MenuItem {
  label: ParseKeys;
  to: string;
  icon: SvgIconComponent;
  /** Field-work items (not in the spec) show only to these roles; the spec's own items show to all. */
  roles?: readonly RoleId[];
}

export interface MenuSection {
  id: string;
  title: ParseKeys;
  items: MenuItem[];
}

/**
 * The side menus of spec 2.2. They never hide the spec's items by role: a denied route shows
 * not-allowed. Field-work items (DESIGN §4) carry `roles` and show only to those.
 */
export const menuSections: MenuSection[] = [
  {
    id: 'main',
    title: 'menu.main',
    items: [
      { label: 'today.menu', to: paths.today.url(), icon: TodayIcon, roles: [ROLE.districtSupervisor, ROLE.fieldSalesRep] },
      { label: 'menu.dashboard', to: paths.dashboard.url(), icon: DashboardIcon },
      { label: 'menu.objectives', to: paths.objectives.url(), icon: AssignmentIcon },
      {
        label: 'approvals.menu',
        to: paths.approvals.url(),
        icon: AssignmentTurnedInIcon,
        roles: [ROLE.admin, ROLE.regionalManager, ROLE.districtSupervisor],
      },
      { label: 'menu.schedule', to: paths.schedule.url(), icon: EventIcon },
      { label: 'menu.crm', to: paths.crm.url(), icon: ContactsIcon },
      { label: 'menu.playbooks', to: paths.playbooks.url(), icon: MenuBookIcon },
      { label: 'menu.newsletter', to: paths.newsletterWins.url(), icon: NewspaperIcon },
      { label: 'news.title', to: paths.news.url(), icon: CampaignIcon },
      { label: 'survey.title', to: paths.surveys.url(), icon: PollIcon },
      { label: 'quicklink.title', to: paths.quicklinks.url(), icon: LinkIcon },
      // The wins feed is everyone's (spec 3 §2), while the Newsletter pages are admins' only.
      { label: 'wins.title', to: paths.wins.url(), icon: EmojiEventsIcon },
      // Spec 2 §2 opens /geo to everyone but names no menu entry for it.
      { label: 'geo.title', to: paths.geo.url(), icon: PlaceIcon },
    ],
  },
  {
    id: 'settings',
    title: 'menu.settings',
    items: [
      { label: 'menu.manageTerritory', to: paths.territories.url(), icon: MapIcon },
      { label: 'menu.manageStores', to: paths.stores.url(), icon: StorefrontIcon },
      { label: 'menu.manageUsers', to: paths.users.url(), icon: GroupIcon },
      { label: 'settings.menuLists', to: paths.settingsLists.url(), icon: ListAltIcon },
    ],
  },
  {
    id: 'account',
    title: 'menu.account',
    items: [{ label: 'menu.myAccount', to: paths.account.url(), icon: AccountCircleIcon }],
  },
];
