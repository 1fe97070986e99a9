// The induction work queue lives on the answers themselves: an answer recorded with induction on
// is written as 'pending' in the same batch as the entry, and marked 'done' once examined.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('cache_answers', 'induction', { type: DataTypes.STRING(16), allowNull: true });
  await qi.addIndex('cache_answers', ['induction']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('cache_answers', 'induction');
}
