// An induced template's lifecycle (state, evidence per slot, events) is stored as JSON on its
// answer: it is read with the answer and written whenever a prediction or an audit changes it.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('cache_answers', 'lifecycle', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('cache_answers', 'lifecycle');
}
