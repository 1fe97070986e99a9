// An account may give its cache entries a lifetime: older ones are refreshed from the upstream on
// their next request, as if the client had sent max-age. Null: entries live until deleted.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('accounts', 'cache_ttl_seconds', { type: DataTypes.INTEGER, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('accounts', 'cache_ttl_seconds');
}
