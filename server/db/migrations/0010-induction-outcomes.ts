// A recorded answer remembers what template induction concluded when it examined it (a template
// induced, which template already covered it, or why none was), so the dashboard can say why a
// family of requests never became a template: that is worked out once, off the request path.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('cache_answers', 'induction_outcome', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('cache_answers', 'induction_outcome');
}
