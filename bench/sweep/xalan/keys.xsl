<?xml version="1.0"?>
<!-- keys and Muenchian grouping, modes, named templates with recursion, generate-id; xml output -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" indent="yes"/>
  <xsl:key name="by-tag" match="book" use="tag"/>
  <xsl:key name="by-lang" match="book" use="@lang"/>
  <xsl:template match="/">
    <groups>
      <xsl:for-each select="//tag[generate-id() = generate-id(key('by-tag', .)[1]/tag[. = current()])]">
        <xsl:sort select="."/>
        <group tag="{.}" n="{count(key('by-tag', .))}">
          <xsl:apply-templates select="key('by-tag', .)" mode="short"/>
        </group>
      </xsl:for-each>
      <langs>
        <xsl:for-each select="//book[count(. | key('by-lang', @lang)[1]) = 1]">
          <lang code="{@lang}"><xsl:value-of select="count(key('by-lang', @lang))"/></lang>
        </xsl:for-each>
      </langs>
      <stars><xsl:call-template name="repeat"><xsl:with-param name="n" select="7"/></xsl:call-template></stars>
      <fact><xsl:call-template name="fact"><xsl:with-param name="n" select="10"/></xsl:call-template></fact>
      <xsl:apply-templates select="//comment() | //processing-instruction()"/>
      <xsl:copy-of select="//magazine"/>
    </groups>
  </xsl:template>
  <xsl:template match="book" mode="short"><item ref="{@id}"><xsl:value-of select="title"/></item></xsl:template>
  <xsl:template match="comment()"><c><xsl:value-of select="."/></c></xsl:template>
  <xsl:template match="processing-instruction()"><pi name="{name()}"><xsl:value-of select="."/></pi></xsl:template>
  <xsl:template name="repeat"><xsl:param name="n"/><xsl:if test="$n &gt; 0">*<xsl:call-template name="repeat"><xsl:with-param name="n" select="$n - 1"/></xsl:call-template></xsl:if></xsl:template>
  <xsl:template name="fact"><xsl:param name="n"/><xsl:param name="acc" select="1"/>
    <xsl:choose><xsl:when test="$n &lt;= 1"><xsl:value-of select="$acc"/></xsl:when>
      <xsl:otherwise><xsl:call-template name="fact"><xsl:with-param name="n" select="$n - 1"/><xsl:with-param name="acc" select="$acc * $n"/></xsl:call-template></xsl:otherwise></xsl:choose>
  </xsl:template>
</xsl:stylesheet>
