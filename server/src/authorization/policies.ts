import type { AdminUser, ConversationDto, FolderDto, RoleRequest, TeamInvitation } from '@csw/contracts';
import type { AuthUser } from '../data/accounts-repository';
import type { Db } from '../db/database';
import { findAdminUser, findRoleRequest } from '../data/admin-repository';
import { findOwnConversation } from '../data/conversations-repository';
import { findVisibleDocument, type DocumentView } from '../data/documents-repository';
import { findVisibleFolder } from '../data/folders-repository';
import { findVisiblePlan, type PlanView } from '../data/plans-repository';
import { findVisibleTask, type TaskView } from '../data/tasks-repository';
import type { TeamMemberView } from '../data/team-repository';
import type { DocumentAction, ObjectRule, OwnedAction, ResourceKind } from './access-rule';
import {
  findInvitationFor,
  findTeamMemberFor,
  refuseInvitation,
  refuseTeamMemberRemoval,
} from './team-access';

/** What the guard loads for each kind of object, handed to the route as `request.resource`. */
export interface ResourceTypes {
  document: DocumentView;
  folder: FolderDto;
  conversation: ConversationDto;
  plan: PlanView;
  task: TaskView;
  teamMember: TeamMemberView;
  teamInvitation: TeamInvitation;
  roleRequest: RoleRequest;
  account: AdminUser;
}

interface Policy<K extends ResourceKind> {
  /**
   * The object as this user may see it, or null (answered 404: unknown and invisible look alike). `query`
   * is the route's validated query string (a team member is looked up in the team it names).
   */
  load(db: Db, user: AuthUser, id: string, query: unknown): Promise<ResourceTypes[K] | null>;
  notFound: string;
  /** null when allowed, else the reason (answered 403). */
  refuse(
    action: Extract<ObjectRule, { resource: K }>['action'],
    object: ResourceTypes[K],
    user: AuthUser,
  ): string | null;
}

function refuseDocument(action: DocumentAction, doc: DocumentView, user: AuthUser): string | null {
  const { access } = doc;
  const libraryAdmin = access === 'library' && user.role === 'admin';
  switch (action) {
    case 'read':
      return null;
    case 'update':
      if (access === 'owner' || access === 'write' || access === 'admin' || libraryAdmin) return null;
      return access === 'library'
        ? 'Only an administrator can change the organisation library.'
        : 'You have read-only access to this document.';
    case 'delete':
      if (access === 'owner' || access === 'admin' || libraryAdmin) return null;
      return access === 'library'
        ? 'Only an administrator can change the organisation library.'
        : 'Only the owner or a user with full access can delete this document.';
    case 'share':
    case 'manageShares':
      if (access === 'owner' || access === 'admin') return null;
      return access === 'library'
        ? 'Library documents are already readable by everyone.'
        : 'Only the owner or a user with full access can share this document.';
  }
}

/** A user's own folders are theirs to change; the built-in ones are read-only. */
const refuseFolder = (action: OwnedAction, folder: FolderDto) =>
  action === 'change' && folder.builtIn ? 'Built-in folders cannot be changed.' : null;

/** A plan and its board (its tasks): the owner changes them; a team peer in team mode only reads them. */
const refusePlan = (action: OwnedAction, { access }: { access: PlanView['access'] }) =>
  action === 'change' && access !== 'owner' ? "Only the plan's owner can change it." : null;

/** Whatever the route's rule allows is allowed on every object the user can see. */
const allowed = () => null;

/** Loads through a repository's finder for the user, which applies the visibility rule. */
const asSeenBy =
  <T>(find: (db: Db, userId: string, id: string) => Promise<T | null>) =>
  (db: Db, user: AuthUser, id: string) =>
    find(db, user.id, id);

/** Object-level rules of every resource, in one table. */
export const POLICIES: { [K in ResourceKind]: Policy<K> } = {
  document: {
    load: asSeenBy(findVisibleDocument),
    notFound: 'Document not found.',
    refuse: refuseDocument,
  },
  folder: {
    load: asSeenBy(findVisibleFolder),
    notFound: 'Folder not found.',
    refuse: refuseFolder,
  },
  conversation: {
    load: asSeenBy(findOwnConversation),
    notFound: 'Conversation not found.',
    refuse: allowed,
  },
  plan: {
    load: asSeenBy(findVisiblePlan),
    notFound: 'Plan not found.',
    refuse: refusePlan,
  },
  task: {
    load: asSeenBy(findVisibleTask),
    notFound: 'Task not found.',
    refuse: refusePlan,
  },
  teamMember: {
    load: findTeamMemberFor,
    notFound: 'That user is not a member of this team.',
    refuse: (_action, member, user) => refuseTeamMemberRemoval(user, member),
  },
  teamInvitation: {
    load: findInvitationFor,
    notFound: 'Invitation not found.',
    refuse: refuseInvitation,
  },
  roleRequest: {
    load: (db, _user, id) => findRoleRequest(db, id),
    notFound: 'Role request not found.',
    refuse: allowed,
  },
  account: {
    load: (db, _user, id) => findAdminUser(db, id),
    notFound: 'User not found.',
    refuse: allowed,
  },
};
