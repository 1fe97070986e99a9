// A miss remembers why the cache did not answer, as known when it was answered (no-cache, max-age,
// a template still unverified): the dashboard cannot work that out later from the tree.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('request_logs', 'miss_reason', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('request_logs', 'miss_reason');
}
