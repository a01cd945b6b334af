<?xml version="1.0"?>
<!-- xsl:message terminate="yes": the message and exit status -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="/"><out><xsl:value-of select="count(//*)"/></out><xsl:message terminate="yes">stop here</xsl:message></xsl:template>
</xsl:stylesheet>
