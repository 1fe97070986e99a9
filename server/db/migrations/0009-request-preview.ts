// Each request log row keeps a one-line preview of what was asked, so the requests table can show
// it without reading every request body.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('request_logs', 'preview', { type: DataTypes.STRING(200), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('request_logs', 'preview');
}
